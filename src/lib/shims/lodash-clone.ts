/**
 * lodash-es/clone for Formik (vite.config.ts aliases it here): a shallow copy that keeps the
 * prototype (lodash-base-clone.ts has the rules).
 */
import { baseClone } from "./lodash-base-clone";

export const clone = <T>(value: T): T => baseClone(value, false) as T;

export default clone;
