import type { CSSProperties } from 'react';
import { darkTheme, lightTheme, themeToCssVars, type WacrmTheme } from '@wacrm/ui';
import crmWidgetsPackage from '../../../packages/crm-widgets/package.json';
import elementsPackage from '../../../packages/elements/package.json';
import uiPackage from '../../../packages/ui/package.json';
import sdkPackage from '../../../packages/whatsapp-sdk/package.json';
import { brandTheme } from './themes';

// Doc blocks of the Introduction and Theming pages, read from code (package manifests, theme objects).

const cell: CSSProperties = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: '5px 10px',
  borderBottom: '1px solid #d9dde1',
};

/** The four published packages, from their package.json. */
export function PackagesTable() {
  const packages = [sdkPackage, uiPackage, crmWidgetsPackage, elementsPackage];
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13, margin: '8px 0 24px' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '0 0 6px' }}>The published packages</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Package
          </th>
          <th scope="col" style={cell}>
            Version
          </th>
          <th scope="col" style={cell}>
            What it is
          </th>
        </tr>
      </thead>
      <tbody>
        {packages.map((p) => (
          <tr key={p.name}>
            <th scope="row" style={cell}>
              <code>{p.name}</code>
            </th>
            <td style={cell}>{p.version}</td>
            <td style={cell}>{p.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const swatch = (color: string): CSSProperties => ({
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: 3,
  border: '1px solid #8a949c',
  verticalAlign: 'middle',
  marginInlineEnd: 6,
  background: color,
});

/** Every custom property the provider writes on its root, with its value in the dark and light themes. */
export function CssVariablesTable() {
  const dark = themeToCssVars(darkTheme);
  const light = themeToCssVars(lightTheme);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13, margin: '8px 0 24px' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '0 0 6px' }}>
        Custom properties on <code>[data-wacrm-root]</code> ({Object.keys(dark).length})
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Property
          </th>
          <th scope="col" style={cell}>
            Dark (default)
          </th>
          <th scope="col" style={cell}>
            Light
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(dark).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>
              <code>{name}</code>
            </th>
            {[value, light[name] ?? ''].map((v, i) => (
              <td key={i} style={cell}>
                {name.startsWith('--wacrm-color-') ? <span aria-hidden="true" style={swatch(v)} /> : null}
                <code>{v}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The tokens a brand theme changes compared with the theme it starts from. */
export function BrandDerivationTable({
  theme = brandTheme,
  base = darkTheme,
}: {
  theme?: WacrmTheme;
  base?: WacrmTheme;
}) {
  const derived = themeToCssVars(theme);
  const original = themeToCssVars(base);
  const changed = Object.entries(derived).filter(([name, value]) => original[name] !== value);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13, margin: '8px 0 24px' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '0 0 6px' }}>
        What <code>createBrandTheme</code> changed ({changed.length} of {Object.keys(derived).length} properties)
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Property
          </th>
          <th scope="col" style={cell}>
            {base.name}
          </th>
          <th scope="col" style={cell}>
            {theme.name}
          </th>
        </tr>
      </thead>
      <tbody>
        {changed.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>
              <code>{name}</code>
            </th>
            {[original[name] ?? '', value].map((v, i) => (
              <td key={i} style={cell}>
                {name.startsWith('--wacrm-color-') ? <span aria-hidden="true" style={swatch(v)} /> : null}
                <code>{v}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
