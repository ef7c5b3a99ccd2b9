// SPEC §2 /home-beta (signed in): tabs News, Latest Recipes and Featured, linked by the anchors #news,
// #latestRecipes and #featuredContent. News is HTML from the server, sanitized before it is shown.
import { useEffect } from 'react';
import { MESSAGES } from '../../../contract/rules';
import { EmptyState } from '../../components/EmptyState';
import { RecipeGrid } from '../../components/RecipeCard';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchHomeBeta, selectHomeBeta, selectHomeBetaError, selectHomeBetaStatus } from '../../store/recipesSlice';
import { NewsList } from './NewsList';
import './homeBeta.css';

export default function HomeBetaScreen() {
  const dispatch = useAppDispatch();
  const home = useAppSelector(selectHomeBeta);
  const status = useAppSelector(selectHomeBetaStatus);
  const error = useAppSelector(selectHomeBetaError);

  useEffect(() => {
    void dispatch(fetchHomeBeta());
  }, [dispatch]);

  let body;
  if (home) {
    body = (
      <Tabs
        label="What's new"
        hash
        tabs={[
          { id: 'news', label: 'News', content: <NewsList items={home.news} /> },
          {
            id: 'latestRecipes',
            label: 'Latest Recipes',
            content: home.recipes.length ? <RecipeGrid recipes={home.recipes} label="Latest recipes" /> : <EmptyState title={MESSAGES.noRecipes} />,
          },
          { id: 'featuredContent', label: 'Featured', content: <EmptyState title={MESSAGES.comingSoon} /> },
        ]}
      />
    );
  } else if (status === 'failed') {
    body = (
      <div className="form-error" role="alert">
        <p>{error}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void dispatch(fetchHomeBeta())}>Try again</button>
      </div>
    );
  } else {
    body = <Spinner label="Loading news" />;
  }

  return (
    <div className="home-beta">
      <h1>What&apos;s new</h1>
      {body}
    </div>
  );
}
