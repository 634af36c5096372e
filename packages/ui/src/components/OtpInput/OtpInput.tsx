import {
  forwardRef,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { OtpBox, OtpRoot } from './OtpInput.styles';

export interface OtpInputProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** Number of digits (6 by default). */
  length?: number;
  /** Controlled code (digits only, filled from the first box). */
  value?: string;
  /** Initial code when uncontrolled. */
  defaultValue?: string;
  /** Called with the code (digits only) on every change. */
  onChange?: (code: string) => void;
  /** Called once every box is filled. */
  onComplete?: (code: string) => void;
  /** Accessible name of each box, e.g. `(n, total) => \`Digit ${n} of ${total}\`` (n counts from 1). */
  getDigitLabel: (position: number, length: number) => string;
  /** Accessible name of the group, e.g. 'Verification code'. */
  label?: string;
  /** Marks every box invalid (aria-invalid), e.g. after a wrong code. */
  invalid?: boolean;
  /** Id(s) of an error or hint element describing the code. */
  describedBy?: string;
  /** Disables every box (e.g. while the code is being checked). */
  disabled?: boolean;
  /** Focus the first empty box on mount. */
  autoFocus?: boolean;
  /** Name of a hidden input carrying the code for plain form posts. */
  name?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One-time code entry: one box per digit, digits only, auto-advance, Backspace goes back, arrows/Home/End move,
 * and pasting (or autofilling) a whole code fills every box.
 */
export const OtpInput = forwardRef<HTMLDivElement, OtpInputProps>(function OtpInput(
  {
    length: lengthProp = 6,
    value,
    defaultValue = '',
    onChange,
    onComplete,
    getDigitLabel,
    label,
    invalid = false,
    describedBy,
    disabled = false,
    autoFocus = false,
    name,
    ...rest
  },
  ref,
) {
  const length = Math.max(1, Math.floor(Number.isFinite(lengthProp) ? lengthProp : 6));
  const [rawCode, setRawCode] = useControllableState(
    value === undefined ? undefined : onlyDigits(value).slice(0, length),
    onlyDigits(defaultValue).slice(0, length),
    onChange,
  );
  const code = onlyDigits(rawCode).slice(0, length);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The code as of the latest change, read by focus handlers that run before React re-renders.
  const latest = useRef(code);
  latest.current = code;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    if (box) {
      box.focus();
      box.select();
    }
  };

  const commit = (next: string) => {
    const clean = onlyDigits(next).slice(0, length);
    if (clean === code) return;
    latest.current = clean;
    setRawCode(clean);
    if (clean.length === length) onComplete?.(clean);
  };

  /** Writes `digits` from box `index` on (never leaving gaps) and moves focus after the last one written. */
  const fillFrom = (index: number, digits: string) => {
    if (!digits) return;
    const start = digits.length >= length ? 0 : Math.min(index, code.length);
    const next = (code.slice(0, start) + digits + code.slice(start + digits.length)).slice(0, length);
    commit(next);
    focusBox(Math.min(start + digits.length, length - 1));
  };

  const onBoxChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const old = code[index] ?? '';
    let digits = onlyDigits(event.target.value);
    if (digits.length === 0) {
      if (old) commit(code.slice(0, index) + code.slice(index + 1));
      return;
    }
    // Typing into a filled box whose text was not selected gives two characters: keep the new one.
    if (digits.length === 2 && old) digits = digits[0] === old ? digits.slice(1) : digits.slice(0, 1);
    fillFrom(index, digits);
  };

  const onBoxKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (code[index]) {
          commit(code.slice(0, index) + code.slice(index + 1));
          focusBox(index);
        } else if (index > 0) {
          commit(code.slice(0, index - 1) + code.slice(index));
          focusBox(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        if (code[index]) commit(code.slice(0, index) + code.slice(index + 1));
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, code.length));
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(Math.min(code.length, length - 1));
        break;
      default:
        // Block anything that is not a digit from being typed (shortcuts with modifiers still work).
        if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
        }
    }
  };

  const onBoxPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, onlyDigits(event.clipboardData.getData('text')));
  };

  return (
    <OtpRoot
      ref={ref}
      role="group"
      aria-label={label}
      // A code reads left to right in every language (as WhatsApp's own code boxes): the first digit on the left,
      // and the arrow keys move the way they point.
      dir="ltr"
      data-complete={code.length === length ? '' : undefined}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-length={length}
      {...rest}
    >
      {Array.from({ length }, (_, index) => {
        const digit = code[index] ?? '';
        return (
          <OtpBox
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in: the code screen has nothing else to do
            autoFocus={autoFocus && index === Math.min(code.length, length - 1)}
            aria-label={getDigitLabel(index + 1, length)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            value={digit}
            data-filled={digit ? '' : undefined}
            data-index={index}
            onChange={(event) => onBoxChange(index, event)}
            onKeyDown={(event) => onBoxKeyDown(index, event)}
            onPaste={(event) => onBoxPaste(index, event)}
            onFocus={(event) => {
              // Boxes fill in order: focusing a box after the first empty one moves to that empty one.
              if (index > latest.current.length) focusBox(latest.current.length);
              else event.currentTarget.select();
            }}
          />
        );
      })}
      {name ? <input type="hidden" name={name} value={code} /> : null}
    </OtpRoot>
  );
});
