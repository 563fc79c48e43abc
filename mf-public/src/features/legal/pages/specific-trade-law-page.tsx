import type { ReactNode } from 'react';
import { PageHeader, Prose, RouterAnchor, Table, formatPriceJpy, pagePath } from '@hiroba/shared-ui';
import { useLegalPage } from '../components/use-legal-page';

const TITLE = '特定商取引法に基づく表記';

/** A row's label, written as the row's child so its text gets ふりがな like the rest of the page (Prose). */
function Label({ children }: { children: ReactNode }) {
  return (
    <Table.Th scope="row" w="30%">
      {children}
    </Table.Th>
  );
}

export default function SpecificTradeLawPage() {
  const { operator, plan } = useLegalPage(TITLE);
  return (
    <>
      <PageHeader title={TITLE} lead="有料会員サービスの販売について、法律で定められた事項をお知らせします。" />
      <Prose>
        <Table withTableBorder withColumnBorders verticalSpacing="sm">
          <caption>特定商取引法に基づく表記の一覧</caption>
          <Table.Tbody>
            {/* Every item 特定商取引法 第11条 and its rules ask of a subscription sold online, in the law's order. */}
            <Table.Tr>
              <Label>販売事業者</Label>
              <Table.Td>{operator.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>運営統括責任者</Label>
              <Table.Td>{operator.representative}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>所在地</Label>
              <Table.Td>{operator.address}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>電話番号</Label>
              <Table.Td>
                {operator.phone}
                <br />
                お問い合わせは、できるだけメールまたは<RouterAnchor to={pagePath('contact')}>お問い合わせフォーム</RouterAnchor>からお願いします。
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>メールアドレス</Label>
              <Table.Td>{operator.email}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>販売価格</Label>
              <Table.Td>
                有料会員（月額）：{formatPriceJpy(plan.priceJpy)}
                <br />
                表示価格は消費税を含みます。
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>商品代金以外の必要料金</Label>
              <Table.Td>インターネットの接続料金・通信料金は、お客様のご負担となります。それ以外の料金はかかりません。</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>支払方法</Label>
              <Table.Td>クレジットカード</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>支払時期</Label>
              <Table.Td>初回は有料会員登録の手続きのときにお支払いいただきます。その後は1か月ごとに、前回と同じ日付で自動的に請求します。</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>契約期間・自動更新</Label>
              <Table.Td>1か月ごとの契約で、解約の手続きをするまで自動で更新されます。</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>役務の提供時期</Label>
              <Table.Td>お支払いが完了したときから、すぐに有料会員の機能をご利用いただけます。</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>返品・キャンセル</Label>
              <Table.Td>
                サービスの性質上、お支払い後の返金はいたしません。解約は<RouterAnchor to={pagePath('payment-info')}>マイページのお支払い情報</RouterAnchor>からいつでもできます。解約した場合も、お支払い済みの期間の終わりまでは有料会員の機能をご利用いただけ、次の請求は行いません。
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Label>動作環境</Label>
              <Table.Td>
                パソコン・スマートフォン・タブレットの最新のブラウザ（Google Chrome、Microsoft Edge、Safari、Firefox）。JavaScript を有効にしてご利用ください。スクリーンリーダーや画面の拡大機能でもご利用いただけます。
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Prose>
    </>
  );
}
