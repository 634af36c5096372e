import { useMemo } from 'react';
import { accountStores, type AccountStores } from '@wacrm/whatsapp-sdk';
import { useWacrm } from '../../provider';

/**
 * The SDK's resource stores of the provider's client and clientId: the same stores for every widget of that account
 * (one connection-status fetch however many widgets show it).
 */
export function useAccountStores(): AccountStores {
  const { whatsapp } = useWacrm();
  return useMemo(() => accountStores(whatsapp), [whatsapp]);
}
