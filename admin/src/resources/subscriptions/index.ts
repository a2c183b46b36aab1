/** Subscriptions have no page of their own: the finance page lists them. */
export { SubscriptionList } from './SubscriptionList';
