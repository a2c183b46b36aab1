import { useOnDemandNamespace } from '../../app/use-namespace';

/** The billing screens' texts (`billing.json`, loaded with them), then `client.json`. */
export const useBillingTexts = () => useOnDemandNamespace('billing');
