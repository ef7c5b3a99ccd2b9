// SPEC §2 /user-meal-plans: tabs #mymealplans (the default) and #shared, plans by start date (SPEC §9), each
// with its actions menu; a create button at the bottom, hidden while any dialog is open. With no plan of one's own
// but some shared, it opens on #shared (ours). The server lists the latest MEALPLANS_LISTED_MAX own plans and the
// latest SHARED_LISTED_MAX shared; each tab says when older ones are left out. The plans the app holds show at once while they are read again, saying so
// if the read is slow or fails (Freshness).
import { useCallback, useEffect, useState } from 'react';
import type { Mealplan } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NothingShared } from '../../components/ConfirmEmail';
import { EmptyState } from '../../components/EmptyState';
import { Freshness } from '../../components/Freshness';
import { LEFT_OUT, LeftOutNote } from '../../components/LeftOutNote';
import { LOAD_FAILED, UntilLoaded } from '../../components/LoadFailed';
import { stickyBottom } from '../../components/stickyBars';
import { Tabs } from '../../components/Tabs';
import {
  fetchMealplans, selectMealplansLeftOut, selectMealplansStatus, selectOwnMealplans, selectSharedMealplans,
} from '../../store/userMealplans';
import { fetchSharedWithMe, selectSharedLeftOut, selectSharedStatus } from '../../store/userStores';
import { freshnessOf, onlyShared, type LoadStatus } from '../../store/loadStatus';
import { CreateMealplanDialog } from './CreateMealplanDialog';
import { MealplanRow } from './MealplanRow';
import { PlanDialogs } from './PlanDialogs';
import type { PlanDialog } from './usePlanMenu';
import './mealplans.css';

interface PlansProps {
  plans: Mealplan[];
  status: LoadStatus;
  shared: boolean;
  hint: string;
  failed: string;
  onRetry: () => void;
  onOpen: (plan: Mealplan, dialog: PlanDialog) => void;
  /** how many plans the server's answer left out (the oldest), own or shared as `shared` says; 0 when none */
  leftOut?: number;
}

function Plans({ plans, status, shared, hint, failed, onRetry, onOpen, leftOut = 0 }: PlansProps) {
  return (
    <UntilLoaded
      count={plans.length}
      status={status}
      loading="Loading meal plans"
      failed={failed}
      onRetry={onRetry}
      empty={<EmptyState title={MESSAGES.noMealplans}>{shared ? <NothingShared hint={hint} /> : <p>{hint}</p>}</EmptyState>}
    >
      {/* above the rows, where the older plans would be (SPEC §9: by start date ascending) */}
      <LeftOutNote n={leftOut} rows={shared ? LEFT_OUT.sharedPlans : LEFT_OUT.plans} className="muted plan-rows__left-out" />
      <ul className="plan-rows">
        {plans.map((plan) => <MealplanRow key={plan.user_mealplan_id} plan={plan} shared={shared} onOpen={onOpen} />)}
      </ul>
    </UntilLoaded>
  );
}

export default function MealplansScreen() {
  const dispatch = useAppDispatch();
  const own = useAppSelector(selectOwnMealplans);
  const shared = useAppSelector(selectSharedMealplans);
  const ownStatus = useAppSelector(selectMealplansStatus);
  const leftOut = useAppSelector(selectMealplansLeftOut);
  const sharedStatus = useAppSelector(selectSharedStatus);
  const sharedLeftOut = useAppSelector(selectSharedLeftOut);
  const [creating, setCreating] = useState(false);
  // the last plan a dialog was opened for stays mounted, so a closing dialog hands focus back to its menu
  const [active, setActive] = useState<{ plan: Mealplan; dialog: PlanDialog | null } | null>(null);

  const ask = useCallback(() => {
    void dispatch(fetchMealplans());
    void dispatch(fetchSharedWithMe());
  }, [dispatch]);
  useEffect(ask, [ask]);

  const onOpen = (plan: Mealplan, dialog: PlanDialog) => setActive({ plan, dialog });
  // the dialog follows the plan's latest copy (a share or a schedule changes it while open)
  const activePlan = active && ([...own, ...shared].find((p) => p.user_mealplan_id === active.plan.user_mealplan_id) ?? active.plan);

  return (
    <div className="mealplans">
      <h1>Meal plans</h1>
      {own.length + shared.length > 0 && <Freshness {...freshnessOf(ownStatus, sharedStatus)} onRetry={ask} />}
      <Tabs
        label="Meal plans"
        hash
        initial={onlyShared(ownStatus, own.length, shared.length) ? 'shared' : undefined}
        tabs={[
          {
            id: 'mymealplans',
            label: 'my meal plans',
            content: (
              <Plans
                plans={own}
                status={ownStatus}
                shared={false}
                hint="Plan your week: create a meal plan to start."
                failed={LOAD_FAILED.plans}
                onRetry={() => void dispatch(fetchMealplans())}
                onOpen={onOpen}
                leftOut={leftOut}
              />
            ),
          },
          {
            id: 'shared',
            label: 'shared with me',
            content: (
              <Plans
                plans={shared}
                status={sharedStatus}
                shared
                hint="Nobody has shared a meal plan with you yet."
                failed={LOAD_FAILED.shared}
                onRetry={() => void dispatch(fetchSharedWithMe())}
                onOpen={onOpen}
                leftOut={sharedLeftOut.UserMealplan}
              />
            ),
          },
        ]}
      />
      {!creating && !active?.dialog && (
        <div ref={stickyBottom} className="mealplans__create">
          <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>Create</button>
        </div>
      )}
      <CreateMealplanDialog open={creating} onClose={() => setCreating(false)} />
      {active && activePlan && <PlanDialogs plan={activePlan} dialog={active.dialog} onClose={() => setActive({ plan: activePlan, dialog: null })} />}
    </div>
  );
}
