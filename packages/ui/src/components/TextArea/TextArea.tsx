import { forwardRef, useCallback, useRef, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldOwnProps } from '../../internal/Field';
import { useMergedRefs } from '../../internal/mergeRefs';
import { useControllableState } from '../../internal/useControllableState';
import { useIsomorphicLayoutEffect } from '../../internal/useIsomorphicLayoutEffect';
import { Counter, StyledTextArea } from './TextArea.styles';
import { useDirection } from '../../theme/Direction';

export interface TextAreaProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'required' | 'value' | 'defaultValue'>,
    FieldOwnProps {
  /** Text when controlled (pair with `onChange`); also what the counter counts. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Grow with the content between `minHeight` and `maxHeight` (on by default). */
  autoResize?: boolean;
  /** Smallest height in px when auto-resizing (the composer uses 44). Without it, `rows` sets the minimum. */
  minHeight?: number;
  /** Largest height in px when auto-resizing; beyond it the textarea scrolls (the composer uses 120). */
  maxHeight?: number;
  /** Shows a character counter: 'n/max' when `maxLength` (or `countMax`) is set, otherwise 'n'. */
  showCount?: boolean;
  /** Maximum shown by the counter when it should not be enforced through `maxLength`. */
  countMax?: number;
  /** Formats the counter text; default `${count}/${max}` or `${count}`, numbers in the `DirectionProvider`'s language. */
  formatCount?: (count: number, max: number | undefined) => string;
}

function defaultFormat(count: number, max: number | undefined, lang: string | undefined): string {
  const number = numberFormat(lang);
  return max === undefined ? number.format(count) : `${number.format(count)}/${number.format(max)}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: string | undefined): Intl.NumberFormat {
  const key = lang ?? 'en';
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(key);
    } catch {
      format = new Intl.NumberFormat('en');
    }
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A labelled multi-line input with auto-height between limits and an optional character counter.
 * `ref` and textarea attributes go to the `<textarea>`; `className`/`style` to the wrapper.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    required,
    requiredIndicator,
    className,
    style,
    id,
    value,
    defaultValue = '',
    onChange,
    autoResize = true,
    minHeight,
    maxHeight,
    showCount = false,
    countMax,
    formatCount,
    maxLength,
    rows = 3,
    disabled,
    hideLabel,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const mergedRef = useMergedRefs(ref, innerRef);
  const [text, setText] = useControllableState<string>(value, defaultValue);
  const ids = useFieldIds(id, hint, error, { counter: showCount, describedBy: ariaDescribedBy });
  const direction = useDirection();
  const max = countMax ?? maxLength;
  const count = text.length;
  const overLimit = max !== undefined && count > max;

  const resize = useCallback(() => {
    const el = innerRef.current;
    if (!el || !autoResize) return;
    // Measure the content: from 0 when a minimum height is given, otherwise from the `rows` height.
    el.style.height = minHeight !== undefined ? '0px' : 'auto';
    const borders = Math.max(0, el.offsetHeight - el.clientHeight);
    const content = el.scrollHeight + borders;
    const lower = minHeight ?? 0;
    const upper = maxHeight ?? Number.POSITIVE_INFINITY;
    const next = Math.min(Math.max(content, lower), upper);
    el.style.height = `${next}px`;
    el.style.overflowY = content > upper ? 'auto' : 'hidden';
    el.toggleAttribute('data-at-max-height', content >= upper);
  }, [autoResize, minHeight, maxHeight]);

  useIsomorphicLayoutEffect(() => {
    resize();
  }, [text, resize]);

  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredIndicator={requiredIndicator}
      disabled={disabled}
      className={className}
      style={style}
      hideLabel={hideLabel}
      after={
        showCount ? (
          <Counter id={ids.counterId} data-over-limit={overLimit ? '' : undefined}>
            {formatCount ? formatCount(count, max) : defaultFormat(count, max, direction?.lang)}
          </Counter>
        ) : null
      }
    >
      <StyledTextArea
        ref={mergedRef}
        id={ids.controlId}
        value={text}
        rows={rows}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        aria-invalid={ids.errorId || overLimit ? true : undefined}
        aria-describedby={ids.describedBy}
        data-invalid={ids.errorId || overLimit ? '' : undefined}
        data-over-limit={overLimit ? '' : undefined}
        data-auto-resize={autoResize ? '' : undefined}
        $autoResize={autoResize}
        style={autoResize ? { minHeight, maxHeight } : undefined}
        // What a user types is laid out in its own direction (Arabic in an English form, and the reverse).
        dir="auto"
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setText(event.target.value);
          onChange?.(event);
        }}
        {...rest}
      />
    </FieldFrame>
  );
});
