import type { Analytics, AnalyticsOptions, Campaign, ConnectionStatus, Contact, Template } from '../model';
import type { WhatsAppApi } from '../whatsapp';
import { createCollection, type CollectionStore } from './collection';
import { contactKey, loadAllContacts } from './contactsLoader';
import { createResource, type ResourceOptions, type ResourceStore } from './resource';

/** The campaigns of an account, with the calls that change one (each applied to the list once the server answered). */
export interface CampaignsStore extends CollectionStore<Campaign> {
  /** Starts (launches or resumes) a campaign; rejects with the server's error. */
  start(id: string): Promise<Campaign>;
  /** Pauses an active campaign; rejects with the server's error. */
  pause(id: string): Promise<Campaign>;
  /** Deletes a campaign on the server, then from the list; rejects with the server's error. */
  delete(id: string): Promise<void>;
  /** Fetches the list again every `intervalMs` while a campaign is active (its figures rise); returns the stop. */
  pollWhileActive(intervalMs: number): () => void;
}

/** The message templates of an account. */
export interface TemplatesStore extends CollectionStore<Template> {
  /** Deletes a template on the server, then from the list; rejects with the server's error. */
  delete(id: string): Promise<void>;
}

/** Every contact of the account (read page by page), keyed by id (or phone when the server gave none). */
export interface ContactsStore extends CollectionStore<Contact> {
  /** Deletes a contact on the server, then from the list; rejects with the server's error. */
  delete(id: string): Promise<void>;
}

/** A delivery analytics period (days as YYYY-MM-DD or ISO); the server's default period when absent. */
export type AnalyticsRange = Pick<AnalyticsOptions, 'from' | 'to'>;

/**
 * The resource stores of one account (one clientId): every view of the account reads the same stores, so each is
 * fetched once however many widgets show it (the connection status above all).
 */
export interface AccountStores {
  readonly connection: ResourceStore<ConnectionStatus>;
  readonly campaigns: CampaignsStore;
  readonly templates: TemplatesStore;
  readonly contacts: ContactsStore;
  /** The delivery analytics of a period (one store per period). */
  analytics(range?: AnalyticsRange): ResourceStore<Analytics>;
}

export type AccountStoresOptions = Pick<ResourceOptions<unknown>, 'timers'>;

/** `createAccountStores(whatsapp)`: the stores of `client.whatsapp(clientId)`. Prefer `accountStores`, shared. */
export function createAccountStores(whatsapp: WhatsAppApi, options: AccountStoresOptions = {}): AccountStores {
  const timers = options.timers ? { timers: options.timers } : {};
  const reports = new Map<string, ResourceStore<Analytics>>();

  function analytics(range: AnalyticsRange = {}): ResourceStore<Analytics> {
    const key = `${range.from ?? ''}|${range.to ?? ''}`;
    let store = reports.get(key);
    if (!store) {
      const query: AnalyticsOptions = {
        ...(range.from ? { from: range.from } : {}),
        ...(range.to ? { to: range.to } : {}),
      };
      store = createResource({ ...timers, fetch: () => whatsapp.analytics.get(query) });
      reports.set(key, store);
    }
    return store;
  }

  const campaignList = createCollection<Campaign>({ ...timers, fetch: () => whatsapp.campaigns.list() });
  // A campaign started or paused changes the delivery figures: every period is fetched again.
  const changed = (campaign: Campaign): Campaign => {
    campaignList.upsert(campaign);
    for (const report of reports.values()) report.invalidate();
    return campaign;
  };
  const campaigns: CampaignsStore = {
    ...campaignList,
    start: async (id) => changed(await whatsapp.campaigns.start(id)),
    pause: async (id) => changed(await whatsapp.campaigns.pause(id)),
    async delete(id) {
      await whatsapp.campaigns.remove(id);
      campaignList.remove(id);
    },
    pollWhileActive: (intervalMs) =>
      campaignList.poll(intervalMs, (list) => Boolean(list?.some((c) => c.status === 'active'))),
  };

  const templateList = createCollection<Template>({ ...timers, fetch: () => whatsapp.templates.list() });
  const templates: TemplatesStore = {
    ...templateList,
    async delete(id) {
      await whatsapp.templates.remove(id);
      templateList.remove(id);
    },
  };

  const contactList = createCollection<Contact>({
    ...timers,
    key: contactKey,
    fetch: () => loadAllContacts(whatsapp.contacts),
  });
  const contacts: ContactsStore = {
    ...contactList,
    async delete(id) {
      await whatsapp.contacts.remove(id);
      contactList.remove(id);
    },
  };

  return {
    connection: createResource({ ...timers, fetch: () => whatsapp.getConnectionStatus() }),
    campaigns,
    templates,
    contacts,
    analytics,
  };
}

const shared = new WeakMap<WhatsAppApi, AccountStores>();

/**
 * The account stores of `client.whatsapp(clientId)`, created on first use and kept as long as that API object: every
 * widget of the same client and clientId gets the same stores.
 */
export function accountStores(whatsapp: WhatsAppApi): AccountStores {
  let stores = shared.get(whatsapp);
  if (!stores) {
    stores = createAccountStores(whatsapp);
    shared.set(whatsapp, stores);
  }
  return stores;
}
