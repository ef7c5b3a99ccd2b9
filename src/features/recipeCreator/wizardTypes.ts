import type { Dispatch, SetStateAction } from 'react';
import type { RecipeDraft } from '../../../contract/entities';

/** What every wizard step receives: the draft and a way to change it. */
export interface StepProps {
  draft: RecipeDraft;
  setDraft: Dispatch<SetStateAction<RecipeDraft>>;
}
