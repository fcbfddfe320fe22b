/** One result of GET /search (server/search/routes.ts), as the Ctrl+K palette shows it. */
export interface SearchHit {
  kind: 'lead' | 'prospect' | 'stakeholder' | 'document' | 'employee';
  id: number;
  title: string;
  subtitle: string;
  url: string;
}
