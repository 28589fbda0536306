import { LandingPage } from "@/features/landing/components/landing-page";
import { SubscribeBox } from "@/features/subscription/components/subscribe-box";

/** /gate and /guide: the landing page, with the e-mail subscription in its banner. */
export function Component() {
  return <LandingPage subscribe={<SubscribeBox />} />;
}
