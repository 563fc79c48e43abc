import { Alert, RouterAnchor, Text } from '@hiroba/shared-ui';

interface Props {
  title: string;
  children: string;
  backTo: string;
  backLabel: string;
}

/** Shown instead of a form when the thing to edit is not chosen or no longer exists. */
export function MissingRecord({ title, children, backTo, backLabel }: Props) {
  return (
    <Alert color="yellow" title={title}>
      <Text mb="sm">{children}</Text>
      <RouterAnchor to={backTo}>{backLabel}</RouterAnchor>
    </Alert>
  );
}
