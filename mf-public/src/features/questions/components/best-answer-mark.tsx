// The chosen answer's mark (ベストアンサー, in its heading, so a screen reader hears it with the
// heading) and the asker's お礼 under it. Drawn by the server with the question's page.
import { BEST_ANSWER_LABEL } from '@hiroba/contract/fields';
import { Badge, Paper, Text, Title } from '@hiroba/shared-ui';
import { BodyText } from './body-text';

export const THANKS_HEADING = '質問者からのお礼';

export function BestAnswerMark() {
  return (
    <Badge variant="filled" ml="xs" className="hiroba-best-answer-mark">
      {BEST_ANSWER_LABEL}
    </Badge>
  );
}

export function BestAnswerThanks({ thanks }: { thanks: string }) {
  return (
    <Paper withBorder p="sm" my="sm" component="section">
      <Title order={4} size="h6">
        {THANKS_HEADING}
      </Title>
      <BodyText>{thanks}</BodyText>
    </Paper>
  );
}
