import { MomentsScreen } from '../../features/moments/moments-screen.tsx';

/** The Moments screen inside the home shell. */
export function MomentsTab() {
  return <MomentsScreen />;
}
