// The one door to Mantine for the shell and the remotes (docs/CONTRACT.md): apps import these names
// from '@hiroba/shared-ui', never from '@mantine/*'. shared-ui is a federated singleton, so there is
// one Mantine context, and only what is listed here ships (a shared @mantine/core is not tree-shaken).
// Add a name here when a page needs it, and its CSS in styles.ts. Every name listed ships on the
// first visit, so only what the apps use is listed; prefer the light, accessible parts (NativeSelect
// and Checkbox groups rather than the Combobox family: a native <select> is what screen readers and
// phones handle best, and Combobox/Select/MultiSelect add tens of KiB). Modal and Drawer are not
// here: overlays/lazy-overlays.tsx gives them with their code loaded on the first opening. Nor is
// SegmentedControl: only 文字サイズ・配色 uses it, loaded with its panel (lazy-reading-prefs-control.tsx).
// The form and table parts (and useForm) are named here but their code is a chunk of its own
// (forms/lazy-form-parts.tsx): a remote names the pages that draw them (remoteApp's formPages).
export {
  // provider and theme helpers
  MantineProvider,
  createTheme,
  // layout
  Container,
  SimpleGrid,
  Stack,
  Group,
  Box,
  Center,
  Divider,
  Paper,
  Card,
  Affix,
  // typography and content
  Text,
  Title,
  Anchor,
  List,
  Typography,
  Avatar,
  Badge,
  // navigation
  Burger,
  Pagination,
  // actions
  Button,
  ActionIcon,
  CloseButton,
  // inputs
  Input,
  TextInput,
  // feedback and overlays
  Alert,
  Loader,
  Transition,
  VisuallyHidden,
} from '@mantine/core';
// The parts only forms and tables use, with their code in a chunk of their own (forms/).
export {
  Checkbox,
  Radio,
  Table,
  Textarea,
  PasswordInput,
  NativeSelect,
  FileButton,
  useForm,
  loadFormParts,
} from './forms/lazy-form-parts';
export { FormPlace } from './forms/form-place';

export type {
  MantineColor,
  MantineSize,
  MantineSpacing,
  MantineTheme,
  MantineThemeOverride,
  MantineColorsTuple,
  CSSVariablesResolver,
  ButtonProps,
  AnchorProps,
  TextProps,
  TitleProps,
  TextInputProps,
  PasswordInputProps,
  TextareaProps,
  CheckboxProps,
  RadioProps,
  SegmentedControlProps,
  PaginationProps,
  BadgeProps,
  AlertProps,
  ModalProps,
  DrawerProps,
  TableProps,
  TableTdProps,
  TableData,
  AvatarProps,
  CardProps,
  PaperProps,
  StackProps,
  GroupProps,
  BoxProps,
  ContainerProps,
  ElementProps,
  PolymorphicComponentProps,
} from '@mantine/core';

export {
  isEmail,
  isNotEmpty,
  hasLength,
  matches,
  matchesField,
  isInRange,
  isOneOf,
} from '@mantine/form';
export type { UseFormReturnType, FormErrors, TransformedValues, GetInputPropsReturnType } from '@mantine/form';

export {
  useDisclosure,
  useMediaQuery,
} from '@mantine/hooks';
