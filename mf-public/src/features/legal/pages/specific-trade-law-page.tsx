import type { ReactNode } from 'react';
import { PageHeader, Prose, RouterAnchor, Table, formatPriceJpy, type RuntimeConfig, pagePath } from '@hiroba/shared-ui';
import { useLegalPage } from '../components/use-legal-page';

const TITLE = '特定商取引法に基づく表記';

// Every item 特定商取引法 第11条 and its rules ask of a subscription sold online, in the law's order.
function rows({ operator, plan }: RuntimeConfig): Array<[string, ReactNode]> {
  return [
    ['販売事業者', operator.name],
    ['運営統括責任者', operator.representative],
    ['所在地', operator.address],
    ['電話番号', <>{operator.phone}<br />お問い合わせは、できるだけメールまたは<RouterAnchor to={pagePath('contact')}>お問い合わせフォーム</RouterAnchor>からお願いします。</>],
    ['メールアドレス', operator.email],
    ['販売価格', <>有料会員（月額）：{formatPriceJpy(plan.priceJpy)}<br />表示価格は消費税を含みます。</>],
    ['商品代金以外の必要料金', 'インターネットの接続料金・通信料金は、お客様のご負担となります。それ以外の料金はかかりません。'],
    ['支払方法', 'クレジットカード'],
    ['支払時期', '初回は有料会員登録の手続きのときにお支払いいただきます。その後は1か月ごとに、前回と同じ日付で自動的に請求します。'],
    ['契約期間・自動更新', '1か月ごとの契約で、解約の手続きをするまで自動で更新されます。'],
    ['役務の提供時期', 'お支払いが完了したときから、すぐに有料会員の機能をご利用いただけます。'],
    [
      '返品・キャンセル',
      <>
        サービスの性質上、お支払い後の返金はいたしません。解約は<RouterAnchor to={pagePath('payment-info')}>マイページのお支払い情報</RouterAnchor>からいつでもできます。解約した場合も、お支払い済みの期間の終わりまでは有料会員の機能をご利用いただけ、次の請求は行いません。
      </>,
    ],
    ['動作環境', 'パソコン・スマートフォン・タブレットの最新のブラウザ（Google Chrome、Microsoft Edge、Safari、Firefox）。JavaScript を有効にしてご利用ください。スクリーンリーダーや画面の拡大機能でもご利用いただけます。'],
  ];
}

export default function SpecificTradeLawPage() {
  const config = useLegalPage(TITLE);
  return (
    <>
      <PageHeader title={TITLE} lead="有料会員サービスの販売について、法律で定められた事項をお知らせします。" />
      <Prose>
        <Table withTableBorder withColumnBorders verticalSpacing="sm">
          <caption>特定商取引法に基づく表記の一覧</caption>
          <Table.Tbody>
            {rows(config).map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="30%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Prose>
    </>
  );
}
