/** What the mock API prints when it starts: where it listens, its data, and in development its dev endpoints. */
export function startupLines(url: string, dbFile: string | null | undefined, production: boolean): string[] {
  const lines = [`Wacrm mock API listening on ${url}/api/v1`, `  data: ${dbFile ?? 'in memory (MOCK_DB=memory)'}`];
  if (!production) {
    lines.push(
      `  dev endpoints: ${url}/__dev (outbox: ${url}/__dev/outbox?to=demo@acme.test)`,
      '  demo account: demo@acme.test / +919876543210 (codes are printed below when sent)',
    );
  }
  return lines;
}
