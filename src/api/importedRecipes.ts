// SPEC §7 GET/POST /user-imported-recipes and DELETE /user-imported-recipes/{id}, plus ours:
// POST /user-imported-recipes/html, the same extraction on a page's HTML the user pasted, and
// GET /user-imported-recipes/{id}/draft, an import as a new recipe's wizard draft.
import type { ImportedRecipeDraftResponse, ImportedRecipesResponse, ImportHtmlRequest, ImportRecipeRequest, MessageResponse } from '../../contract/api';
import type { Id, ImportedRecipe } from '../../contract/entities';
import { del, get, post } from './http';
import { keyed } from './idempotency';

/** The server reads a stranger's page, which can be slow: longer than the usual 30 s. */
const IMPORT_TIMEOUT_MS = 60_000;

export const importedRecipesApi = {
  list: () => get<ImportedRecipesResponse>('/user-imported-recipes'),
  importUrl: (body: ImportRecipeRequest, key?: string) =>
    post<ImportedRecipe>('/user-imported-recipes', body, keyed(key, { timeout: IMPORT_TIMEOUT_MS })),
  importHtml: (body: ImportHtmlRequest, key?: string) =>
    post<ImportedRecipe>('/user-imported-recipes/html', body, keyed(key, { timeout: IMPORT_TIMEOUT_MS })),
  draft: (id: Id) => get<ImportedRecipeDraftResponse>(`/user-imported-recipes/${id}/draft`),
  remove: (id: Id) => del<MessageResponse>(`/user-imported-recipes/${id}`),
};
