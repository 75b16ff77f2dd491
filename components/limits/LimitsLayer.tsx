import { selectIsLoggedIn, useAppSelector } from '@/store';
import { LossLimitModal } from './LossLimitModal';
import { RealityCheckPopup } from './RealityCheckPopup';

/** The limits parts of the global layout, for a logged-in player: the loss-limit modal and the reality check. */
export function LimitsLayer() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (!isLoggedIn) return null;
  return (
    <>
      <LossLimitModal />
      <RealityCheckPopup />
    </>
  );
}
