// The site footer (docs/product.md#footer): published tags and categories (loaded once per visit), legal
// links, the operating company (another site) and 会員登録 for signed-out people and free members.
import { useContext, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink, Container, Text, useRuntimeConfig, pagePath } from '@hiroba/shared-ui';
import { selectRole, useSession, type Role } from '@hiroba/api-client';
import { LEGAL_LINKS } from '../navbar/nav-links';
import { DrawnTaxonomy, useTaxonomy } from '../taxonomy/taxonomy-store';
import classes from './footer.module.css';

/** A titled list of chip links (categories, tags); nothing when there are none. */
function ChipLinks({ id, heading, links }: { id: string; heading: string; links: { key: number; text: string; to: string }[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={classes.heading}>
        {heading}
      </h2>
      <ul className={classes.chips}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 会員登録 is for signed-out users and free members only (docs/product.md#footer-sign-up-button). */
export function showsSignUp(role: Role | undefined): boolean {
  return role === undefined || role === 'free_member';
}

export function Footer() {
  const role = useSession(selectRole);
  const stored = useTaxonomy();
  const drawn = useContext(DrawnTaxonomy);
  // Until the store has its lists: those the server drew the page with (the same on both sides).
  const { tags, categories } = stored.status === 'ready' ? stored : (drawn ?? stored);
  const { load } = stored;
  const { operator, siteName } = useRuntimeConfig();
  useEffect(load, [load]);

  return (
    <footer className={classes.footer}>
      <Container size="xl">
        {showsSignUp(role) && (
          <div className={classes.signUp}>
            <Text>質問の投稿やお気に入りは、会員になるとご利用いただけます。</Text>
            <ButtonLink to={pagePath('sign-up-intro')}>会員登録</ButtonLink>
          </div>
        )}
        <div className={classes.columns}>
          <ChipLinks id="footer-categories" heading="コラムのカテゴリー" links={categories.map((c) => ({ key: c.id, text: c.title, to: pagePath('column-category', { category: c.title }) }))} />
          <ChipLinks id="footer-tags" heading="タグから質問を探す" links={tags.map((t) => ({ key: t.id, text: t.title, to: pagePath('question-search', { search: t.title }) }))} />
          <nav aria-labelledby="footer-site">
            <h2 id="footer-site" className={classes.heading}>
              サイトについて
            </h2>
            <ul className={classes.links}>
              <li>
                <Link to={pagePath('about')}>障害福祉Q&amp;Aひろばについて</Link>
              </li>
              <li>
                <Link to={pagePath('contact')}>お問い合わせ</Link>
              </li>
              <li>
                <Link to={pagePath('contact', {}, { kind: 'removal_request' })}>削除の申し出</Link>
              </li>
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              {operator.companyUrl && (
                <li>
                  <a href={operator.companyUrl} target="_blank" rel="noopener noreferrer">
                    運営会社{operator.name ? `（${operator.name}）` : ''}
                    <span className={classes.external}>（別のサイトが開きます）</span>
                  </a>
                </li>
              )}
            </ul>
          </nav>
        </div>
        <Text size="sm" className={classes.copyright}>
          © {siteName}
        </Text>
      </Container>
    </footer>
  );
}
