// A two-column table of labels (row headers) and values, as the payment pages show a plan or a receipt.
import { Table } from '@hiroba/shared-ui';

export function LabelledRows({ rows, caption, labelledBy }: { rows: Array<[string, string]>; caption?: string; labelledBy?: string }) {
  return (
    <Table mt="sm" withTableBorder aria-labelledby={labelledBy}>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="35%">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
