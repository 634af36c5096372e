import type { CSSProperties, ReactNode } from 'react';
import { darkTheme, lightTheme, vars, type WacrmTheme, type WacrmTokens } from '@wacrm/ui';
import { measureContrast } from './contrast';
import { themeList } from './themes';

// Doc blocks of the Design tokens page: every value is read from the theme objects of @wacrm/ui, never retyped.

/** The custom property of a token, read from `vars` (`var(--wacrm-color-primary, …)` gives `--wacrm-color-primary`). */
export function cssVar(group: string, key: string): string {
  const reference = (vars as unknown as Record<string, Record<string, string> | undefined>)[group]?.[key] ?? '';
  return /var\((--[\w-]+)/.exec(reference)?.[1] ?? '';
}

const cell: CSSProperties = { textAlign: 'start', padding: '6px 10px', borderBottom: '1px solid #d9dde1' };
const swatch = (background: string, extra: CSSProperties = {}): CSSProperties => ({
  display: 'inline-block',
  width: 40,
  height: 20,
  borderRadius: 4,
  border: '1px solid #8a949c',
  verticalAlign: 'middle',
  marginInlineEnd: 8,
  background,
  ...extra,
});

function DocTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13, margin: '12px 0 24px' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '0 0 6px' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A token's row: its name and its custom property, then the cells given (its values, samples). */
function TokenRow({ group, name, children }: { group: string; name: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" style={cell}>
        <code>{name}</code>
      </th>
      <td style={cell}>
        <code>{cssVar(group, name)}</code>
      </td>
      {children}
    </tr>
  );
}

/** Every colour token with its custom property and its value in each theme. */
export function ColorTokenTable() {
  const keys = Object.keys(darkTheme.tokens.color) as (keyof WacrmTokens['color'])[];
  return (
    <DocTable caption="Colour tokens" head={['Token', 'Custom property', ...themeList.map((t) => t.name)]}>
      {keys.map((key) => (
        <TokenRow key={key} group="color" name={key}>
          {themeList.map((theme) => (
            <td key={theme.name} style={cell}>
              <span aria-hidden="true" style={swatch(theme.tokens.color[key])} />
              <code>{theme.tokens.color[key]}</code>
            </td>
          ))}
        </TokenRow>
      ))}
    </DocTable>
  );
}

/** The contrast of each colour pair the widgets draw, computed in each theme (WCAG 2.2 ratios). */
export function ContrastTable({ theme }: { theme: WacrmTheme }) {
  const c = theme.tokens.color;
  return (
    <DocTable
      caption={`Contrast in the ${theme.name} theme`}
      head={['Used for', 'Text / mark', 'On', 'Sample', 'Ratio', 'Needs', 'Result']}
    >
      {measureContrast(theme).map((r) => (
        <tr key={`${r.foreground}-${r.background}`}>
          <th scope="row" style={cell}>
            {r.usage}
          </th>
          <td style={cell}>
            <code>{r.foreground}</code>
          </td>
          <td style={cell}>
            <code>{r.background}</code>
            {r.over ? (
              <>
                {' '}
                over <code>{r.over}</code>
              </>
            ) : null}
          </td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                padding: '2px 10px',
                borderRadius: 4,
                background: r.over
                  ? `linear-gradient(${c[r.background]}, ${c[r.background]}), ${c[r.over]}`
                  : c[r.background],
                color: c[r.foreground],
                fontWeight: 500,
                outline: r.minimum === 3 ? `2px solid ${c[r.foreground]}` : undefined,
              }}
            >
              Aa
            </span>
          </td>
          <td style={cell}>{r.ratio === undefined ? 'n/a' : `${r.ratio.toFixed(2)}:1`}</td>
          <td style={cell}>{r.minimum}:1</td>
          <td style={cell}>{r.passes ? 'Pass' : 'Below minimum'}</td>
        </tr>
      ))}
    </DocTable>
  );
}

const shared = darkTheme.tokens;

/** The type scale: each size with a sample line, plus weights, line height and the font stacks. */
export function TypeScale() {
  const sizes = Object.entries(shared.font).filter(([k]) => k.startsWith('size'));
  const weights = Object.entries(shared.font).filter(([k]) => k.startsWith('weight'));
  return (
    <>
      <DocTable caption="Font sizes" head={['Token', 'Custom property', 'Value', 'Sample']}>
        {sizes.map(([key, value]) => (
          <TokenRow key={key} group="font" name={key}>
            <td style={cell}>{value}</td>
            <td
              style={{ ...cell, fontSize: value, fontFamily: shared.font.family, lineHeight: shared.font.lineHeight }}
            >
              Your order has shipped
            </td>
          </TokenRow>
        ))}
      </DocTable>
      <DocTable caption="Weights, line height and families" head={['Token', 'Custom property', 'Value']}>
        {[
          ...weights,
          ['lineHeight', shared.font.lineHeight],
          ['family', shared.font.family],
          ['mono', shared.font.mono],
        ].map(([key, value]) => (
          <TokenRow key={key} group="font" name={key ?? ''}>
            <td style={{ ...cell, fontWeight: key?.startsWith('weight') ? Number(value) : undefined }}>{value}</td>
          </TokenRow>
        ))}
      </DocTable>
    </>
  );
}

/** Spacing steps drawn as bars of their length. */
export function SpacingScale() {
  return (
    <DocTable caption="Spacing" head={['Token', 'Custom property', 'Value', '']}>
      {Object.entries(shared.space).map(([key, value]) => (
        <TokenRow key={key} group="space" name={key}>
          <td style={cell}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', height: 12, width: value, background: '#007a5a' }}
            />
          </td>
        </TokenRow>
      ))}
    </DocTable>
  );
}

/** Radii of each theme (the brand theme derives its radii from one input). */
export function RadiusScale() {
  const keys = Object.keys(shared.radius) as (keyof WacrmTokens['radius'])[];
  return (
    <DocTable caption="Corner radii" head={['Token', 'Custom property', ...themeList.map((t) => t.name)]}>
      {keys.map((key) => (
        <TokenRow key={key} group="radius" name={key}>
          {themeList.map((t) => (
            <td key={t.name} style={cell}>
              <span aria-hidden="true" style={swatch('#d9fdd3', { borderRadius: t.tokens.radius[key], height: 32 })} />
              {t.tokens.radius[key]}
            </td>
          ))}
        </TokenRow>
      ))}
    </DocTable>
  );
}

/** Shadows of the dark and light themes, each on its own theme's background. */
export function ShadowScale() {
  const keys = Object.keys(shared.shadow) as (keyof WacrmTokens['shadow'])[];
  return (
    <DocTable caption="Shadows" head={['Token', 'Custom property', 'dark', 'light']}>
      {keys.map((key) => (
        <TokenRow key={key} group="shadow" name={key}>
          {[darkTheme, lightTheme].map((t) => (
            <td key={t.name} style={{ ...cell, background: t.tokens.color.background }}>
              <span
                aria-hidden="true"
                style={swatch(t.tokens.color.surfaceRaised, { boxShadow: t.tokens.shadow[key], width: 56, height: 32 })}
              />
              <code style={{ color: t.tokens.color.text, background: 'transparent' }}>{t.tokens.shadow[key]}</code>
            </td>
          ))}
        </TokenRow>
      ))}
    </DocTable>
  );
}

/** A token group with plain values (z-index, motion) as a table. */
export function TokenGroupTable({ group, caption }: { group: 'zIndex' | 'motion'; caption: string }) {
  return (
    <DocTable caption={caption} head={['Token', 'Custom property', 'Value']}>
      {Object.entries(shared[group]).map(([key, value]) => (
        <TokenRow key={key} group={group} name={key}>
          <td style={cell}>{value}</td>
        </TokenRow>
      ))}
    </DocTable>
  );
}
