import { forwardRef, useId, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { SwitchDescription, SwitchLabel, SwitchRoot, SwitchText, SwitchThumb, SwitchTrack } from './Switch.styles';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'onChange' | 'value'
> {
  /** Visible label that names the switch. */
  label: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** On state when controlled (pair with `onCheckedChange`). */
  checked?: boolean;
  /** Initial on state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles the switch. */
  onCheckedChange?: (checked: boolean) => void;
  /** When set, a hidden input with this name posts 'on' while checked (plain forms). */
  name?: string;
  /** Class of the wrapper (label, description and switch). */
  className?: string;
  /** Inline style of the wrapper. */
  style?: CSSProperties;
}

/** An on/off switch (role switch): Space or Enter toggles it. `ref` and button props go to the switch button. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    description,
    checked,
    defaultChecked = false,
    onCheckedChange,
    name,
    className,
    style,
    id,
    disabled,
    onClick,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const auto = useId().replace(/:/g, '');
  const switchId = id ?? `wacrm-switch-${auto}`;
  const labelId = `${switchId}-label`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const [isOn, setOn] = useControllableState(checked, defaultChecked, onCheckedChange);
  const state = isOn ? 'checked' : 'unchecked';
  return (
    <SwitchRoot className={className} style={style} data-state={state} data-disabled={disabled ? '' : undefined}>
      <SwitchTrack
        ref={ref}
        type="button"
        role="switch"
        id={switchId}
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={[ariaDescribedBy, descriptionId].filter(Boolean).join(' ') || undefined}
        disabled={disabled}
        data-state={state}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setOn(!isOn);
        }}
        {...rest}
      >
        <SwitchThumb aria-hidden="true" />
      </SwitchTrack>
      <SwitchText>
        <SwitchLabel id={labelId} htmlFor={switchId}>
          {label}
        </SwitchLabel>
        {description ? <SwitchDescription id={descriptionId}>{description}</SwitchDescription> : null}
      </SwitchText>
      {name && isOn ? <input type="hidden" name={name} value="on" /> : null}
    </SwitchRoot>
  );
});
