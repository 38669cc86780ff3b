import { requestJson } from '../app/http.ts';

/** The company resource of a workspace (rest-api.md §7, kind company): its address, VAT number, currency and logo. */
export interface CompanyDocument {
  name: string;
  address?: string;
  vatNumber?: string;
  currency?: string;
  /** the logo, once one is uploaded */
  avatar?: unknown;
}
export interface CompanyHead {
  id: string;
  version: number;
  document: CompanyDocument;
}

/** The workspace's company: the first of its companies (the demo seeds one), or null before one is saved. */
export async function loadCompany(): Promise<CompanyHead | null> {
  const page = await requestJson<{ items: { id: string }[] }>('/api/companies?limit=1');
  if (!page.items.length) return null;
  return requestJson<CompanyHead>(`/api/companies/${encodeURIComponent(page.items[0].id)}`);
}

/** Saves the company (a new version), making it when the workspace has none yet. */
export async function saveCompany(company: CompanyHead | null, change: Partial<CompanyDocument>, fallbackName: string): Promise<CompanyHead> {
  if (!company) return requestJson<CompanyHead>('/api/companies', { method: 'POST', json: { name: fallbackName, ...change } });
  return requestJson<CompanyHead>(`/api/companies/${encodeURIComponent(company.id)}`, { method: 'PATCH', json: change });
}

export const logoUrl = (company: CompanyHead) => `/api/companies/${encodeURIComponent(company.id)}/v/${company.version}/avatar.png`;

/** The logo is the company's avatar: a square PNG, uploaded as a file. */
export async function uploadLogo(company: CompanyHead, png: Blob): Promise<void> {
  const form = new FormData();
  form.append('file', png, 'logo.png');
  await requestJson(`/api/companies/${encodeURIComponent(company.id)}/avatar.png`, { method: 'PUT', body: form });
}
