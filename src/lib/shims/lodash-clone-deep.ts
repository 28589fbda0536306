/**
 * lodash-es/cloneDeep for Formik (vite.config.ts aliases it here): a deep copy with lodash's rules
 * (lodash-base-clone.ts).
 */
import { baseClone } from "./lodash-base-clone";

export const cloneDeep = <T>(value: T): T => baseClone(value, true) as T;

export default cloneDeep;
