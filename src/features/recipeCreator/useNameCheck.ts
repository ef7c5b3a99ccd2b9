// SPEC §4, §9: the recipe name is checked (POST /user-recipe-validate) 500 ms after typing stops; a taken
// name or banned words give SPEC §5's messages. A failed check blocks nothing: the save checks again. A name longer
// than the server takes is not sent: its field says so (recipeNameTooLong). The answer also says whether a publish
// request would be refused for the name (a catalogue recipe has it), in the server's words, for the Review step.
import { useEffect, useState } from 'react';
import { NAME_CHECK_DEBOUNCE_MS } from '../../../contract/constants';
import type { Id } from '../../../contract/entities';
import { NAME_MAX } from '../../../contract/rules';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { userRecipesApi } from '../../api/userRecipes';

export interface NameCheck {
  /** the check's message for the name as typed, or null */
  nameError: string | null;
  /** typing has not settled, or the answer is on its way */
  checking: boolean;
  /** why a publish request under this name would be refused, if it would */
  publishError?: string;
}

export function useNameCheck(name: string, recipeId: Id | null): NameCheck {
  // a name longer than the server takes is not sent: its field says so
  const trimmed = name.length > NAME_MAX ? '' : name.trim();
  // the check's answer for the name it was asked about
  const [result, setResult] = useState<NameCheck & { name: string } | null>(null);

  useEffect(() => {
    if (!trimmed) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      userRecipesApi.validate({ name: trimmed, user_recipe_id: recipeId, ingredients: [] }, controller.signal)
        .then((answer) => {
          const nameError = answer.banned_words.length ? RECIPE_MESSAGES.bannedWords : answer.name_taken ? RECIPE_MESSAGES.nameTaken : null;
          setResult({ name: trimmed, nameError, checking: false, publishError: answer.publish_error });
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('recipe wizard: name check failed', err);
          setResult({ name: trimmed, nameError: null, checking: false });
        });
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, recipeId]);

  if (!trimmed) return { nameError: null, checking: false };
  return result?.name === trimmed ? result : { nameError: null, checking: true };
}
