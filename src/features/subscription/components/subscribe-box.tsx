import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Classes } from "@/components/bp-classes";
// The kit's field layout, so that the placeholder has the form's exact shape before its code loads.
import "@/components/form/form.css";
import "../forms/subscribe-form.css";

const SubscribeForm = lazy(() =>
  import("../forms/subscribe-form").then(({ SubscribeForm }) => ({ default: SubscribeForm })),
);

/**
 * The subscription form, loaded after the page's first paint (the form kit and Formik stay out of
 * the landing page's first load). Until it arrives, the same label, field and button are drawn,
 * disabled, in the same place and size.
 */
export function SubscribeBox() {
  return (
    <Suspense fallback={<SubscribeFormPlaceholder />}>
      <SubscribeForm />
    </Suspense>
  );
}

/** The form's look while its code loads: nothing to type into yet, nothing moves when it comes. */
export function SubscribeFormPlaceholder() {
  const { t } = useTranslation("landing");
  return (
    <div className="subscribe-form" aria-busy="true" data-testid="subscribe-placeholder">
      <div className={`${Classes.FORM_GROUP} app-field`}>
        <span className={Classes.LABEL}>{t("subscribe.label")}</span>
        <div className={Classes.FORM_CONTENT}>
          <div className="app-field__row">
            <div className="app-field__control">
              <div className={`${Classes.INPUT_GROUP} ${Classes.LARGE}`}>
                <input
                  className={Classes.INPUT}
                  type="email"
                  disabled
                  aria-hidden="true"
                  tabIndex={-1}
                />
              </div>
            </div>
            <span
              className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.DISABLED}`}
              aria-hidden="true"
            >
              <span className={Classes.BUTTON_TEXT}>{t("subscribe.submit")}</span>
            </span>
          </div>
          <div className={`${Classes.FORM_HELPER_TEXT} app-field__helper`} />
        </div>
      </div>
    </div>
  );
}
