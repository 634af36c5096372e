import { forwardRef } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useControllableState } from '../../internal/useControllableState';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { RevealButton } from './SecretField.styles';

export interface SecretFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the reveal toggle, e.g. 'Show Access Token'. Its pressed state tells whether the value is shown. */
  revealLabel: string;
  /** Optional different name while the value is shown, e.g. 'Hide Access Token'. Defaults to `revealLabel`. */
  concealLabel?: string;
  /** Controlled reveal state. */
  revealed?: boolean;
  /** Initial reveal state when uncontrolled (hidden by default). */
  defaultRevealed?: boolean;
  /** Called with the new state when the user reveals or hides the secret. */
  onRevealedChange?: (revealed: boolean) => void;
}

/** A masked secret input (the Access Token field): hidden by default, with a labelled reveal toggle button. */
export const SecretField = forwardRef<HTMLInputElement, SecretFieldProps>(function SecretField(
  { revealLabel, concealLabel, revealed, defaultRevealed = false, onRevealedChange, disabled, ...rest },
  ref,
) {
  const [shown, setShown] = useControllableState(revealed, defaultRevealed, onRevealedChange);
  const toggleLabel = shown && concealLabel ? concealLabel : revealLabel;
  return (
    <TextField
      ref={ref}
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      data-revealed={shown ? '' : undefined}
      {...rest}
      endAdornment={
        <RevealButton
          type="button"
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={shown}
          disabled={disabled}
          data-revealed={shown ? '' : undefined}
          onClick={() => setShown(!shown)}
        >
          {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </RevealButton>
      }
    />
  );
});
