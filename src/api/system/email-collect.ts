/**
 * The e-mail subscription (emailCollect, API group system): the generated mutation wrapped once.
 * Success shows the subscription success message (portal.md §8); failures are shown by the form
 * kit in the form: 1306 (an address the server does not accept) at the e-mail field with the code
 * catalogue's text, transport failures there too, where sending again is the retry.
 */
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";
import { ResultCode } from "@/generated/model";
import { getEmailCollectMutationOptions } from "@/generated/system/system";

/** Where a result code of emailCollect is shown: 1306 at the e-mail field, others at the form. */
export const placeOfSubscribeCode = (code: number): string | undefined =>
  code === ResultCode.EmailInvalid ? "email" : undefined;

export function useSubscribe() {
  const { t } = useTranslation("landing");
  return useMutation(
    getEmailCollectMutationOptions({
      mutation: {
        onSuccess: (_data, { data }) => {
          void showToast(t("subscribe.success", { email: data.email }), "success", {
            timeout: 6000,
          });
        },
      },
    }),
  );
}
