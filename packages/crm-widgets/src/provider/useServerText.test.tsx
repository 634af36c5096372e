import { useMemo } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from './WacrmProvider';
import { useServerText } from './useServerText';
import { validationTextLoaded } from './validationReword';

/** A failure's text, kept while the failure and the function stay the same (as useResource keeps its error). */
function Failure({ failure }: { failure: unknown }) {
  const serverText = useServerText();
  const text = useMemo(() => serverText(failure), [failure, serverText]);
  return <p>{text}</p>;
}

describe('useServerText', () => {
  const client = createFakeWacrmClient();

  it("words a server's validation message in the host's labels once the wording has arrived", async () => {
    // The first render of this file: the validation messages' wording is not here yet.
    expect(validationTextLoaded()).toBe(false);
    const failure = new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: VALIDATION_MESSAGES.phoneRequired });
    render(
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} labels={{ phoneRequired: 'Teléfono obligatorio' }}>
        <Failure failure={failure} />
      </WacrmProvider>,
    );
    // Rendered first as the server wrote it, then again in the host's words once they are here.
    expect(await screen.findByText('Teléfono obligatorio')).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION_MESSAGES.phoneRequired)).not.toBeInTheDocument();
  });

  it('keeps a message it has no label for as the server wrote it', () => {
    render(
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID}>
        <Failure failure={new Error('Quota of the day reached')} />
      </WacrmProvider>,
    );
    expect(screen.getByText('Quota of the day reached')).toBeInTheDocument();
  });
});
