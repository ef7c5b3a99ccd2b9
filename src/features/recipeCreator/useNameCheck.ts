// SPEC §4, §9: the recipe name is checked (POST /user-recipe-validate) 500 ms after typing stops; a taken
// name or banned words give SPEC §5's messages. A failed check blocks nothing: the save checks again. A name longer
// than the server takes is not sent: its field says so (recipeNameTooLong).
import { useEffect, useState } from 'react';
import { NAME_CHECK_DEBOUNCE_MS } from '../../../contract/constants';
import type { Id } from '../../../contract/entities';
import { MESSAGES, NAME_MAX } from '../../../contract/rules';
import { userRecipesApi } from '../../api/userRecipes';

export interface NameCheck {
  /** the check's message for the name as typed, or null */
  nameError: string | null;
  /** typing has not settled, or the answer is on its way */
  checking: boolean;
}

export function useNameCheck(name: string, recipeId: Id | null): NameCheck {
  // a name longer than the server takes is not sent: its field says so
  const trimmed = name.length > NAME_MAX ? '' : name.trim();
  const [result, setResult] = useState<{ name: string; error: string | null } | null>(null);

  useEffect(() => {
    if (!trimmed) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      userRecipesApi.validate({ name: trimmed, user_recipe_id: recipeId, ingredients: [] }, controller.signal)
        .then((answer) => {
          const error = answer.banned_words.length ? MESSAGES.bannedWords : answer.name_taken ? MESSAGES.nameTaken : null;
          setResult({ name: trimmed, error });
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('recipe wizard: name check failed', err);
          setResult({ name: trimmed, error: null });
        });
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, recipeId]);

  if (!trimmed) return { nameError: null, checking: false };
  const settled = result?.name === trimmed;
  return { nameError: settled ? result.error : null, checking: !settled };
}
