// Size budgets per published entry (gzipped, peers excluded). `npm run size` checks them after `npm run build`.
const peers = ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'];

module.exports = [
  {
    name: '@wacrm/whatsapp-sdk (whole package)',
    path: 'packages/whatsapp-sdk/dist/index.js',
    import: '*',
    gzip: true,
    limit: '40 KB',
  },
  {
    name: '@wacrm/ui (whole package)',
    path: 'packages/ui/dist/index.js',
    import: '*',
    ignore: peers,
    gzip: true,
    limit: '40 KB',
  },
  {
    name: '@wacrm/ui Button alone',
    path: 'packages/ui/dist/index.js',
    import: '{ Button }',
    ignore: peers,
    gzip: true,
    limit: '4 KB',
  },
  {
    name: '@wacrm/crm-widgets (whole package)',
    path: 'packages/crm-widgets/dist/index.js',
    import: '*',
    ignore: [...peers, '@wacrm/ui', '@wacrm/whatsapp-sdk'],
    gzip: true,
    limit: '150 KB',
  },
];
