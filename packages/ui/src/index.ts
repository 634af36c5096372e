// Public API of @wacrm/ui. Every public name is listed explicitly with its Props type.
// No code runs here: each component module is side-effect free, so bundlers keep only what is imported.
export {
  darkTheme,
  lightTheme,
  createBrandTheme,
  themeToCssVars,
  vars,
  WacrmThemeProvider,
  WacrmRoot,
  useWacrmTheme,
  contrastRatio,
  readableOn,
  PortalContainerProvider,
  usePortalContainer,
  DirectionProvider,
  useDirection,
} from './theme';
export type {
  WacrmTheme,
  WacrmTokens,
  WacrmColorTokens,
  BrandThemeInput,
  WacrmThemeProviderProps,
  PortalContainer,
  PortalContainerProviderProps,
  DirectionProviderProps,
  DirectionValue,
} from './theme';

// Keyboard moves that follow the reading direction (ArrowRight means 'previous' right to left).
export { horizontalStep, isRightToLeft } from './internal/direction';

export { Alert } from './components/Alert';
export type { AlertProps, AlertTone } from './components/Alert';
export { Avatar } from './components/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar';
export { Badge } from './components/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge';
export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Card } from './components/Card';
export type { CardPadding, CardProps } from './components/Card';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { FullPageLoader } from './components/FullPageLoader';
export type { FullPageLoaderProps } from './components/FullPageLoader';
export { IconButton } from './components/IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './components/IconButton';
export { Menu } from './components/Menu';
export type { MenuItem, MenuProps } from './components/Menu';
export { Modal } from './components/Modal';
export type { ModalProps, ModalSize } from './components/Modal';
export { NotificationsProvider, useNotify } from './components/Notifications';
export type {
  Notice,
  NoticeTone,
  NotificationsProviderProps,
  NotifyApi,
  NotifyOptions,
} from './components/Notifications';
export { OtpInput } from './components/OtpInput';
export type { OtpInputProps } from './components/OtpInput';
export { RadioGroup, SegmentedControl } from './components/SegmentedControl';
export type { RadioGroupProps, SegmentedControlProps, SegmentedOption } from './components/SegmentedControl';
export { SecretField } from './components/SecretField';
export type { SecretFieldProps } from './components/SecretField';
export { Select } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';
export { Spinner } from './components/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';
export { StatCard } from './components/StatCard';
export type { StatCardProps } from './components/StatCard';
export { StatusBadge } from './components/StatusBadge';
export type { StatusBadgeProps } from './components/StatusBadge';
export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';
export { Table } from './components/Table';
export type { TableAlign, TableColumn, TableProps } from './components/Table';
export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';
export { TextArea } from './components/TextArea';
export type { TextAreaProps } from './components/TextArea';
export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { whenIdle } from './internal/idle';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
