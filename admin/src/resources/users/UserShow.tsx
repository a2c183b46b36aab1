import { DateTimeField } from '../../fields/DateTimeField';
import type { AdminUserDto, LedgerEntryDto } from '@cena/contracts';
import type { ReactNode } from 'react';
import {
  Datagrid,
  EditButton,
  EmailField,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import {
  PaymentAmountField,
  PaymentKindField,
  PaymentStatusField,
} from '../payments/PaymentFields';
import { languageName } from '../../shared/format';
import { VideoModeField, VideoStatusField } from '../videos/VideoFields';
import { AdjustCreditsButton } from './AdjustCreditsButton';
import { BrandKitTab } from './BrandKitTab';
import { DisableButton } from './DisableButton';
import { PlanField, RoleField, StatusField } from './UserFields';

function UserActions() {
  return (
    <TopToolbar>
      <AdjustCreditsButton />
      <DisableButton />
      <EditButton />
    </TopToolbar>
  );
}

function Empty({ text }: { text: string }) {
  const translate = useTranslate();
  return <p style={{ color: '#57546B' }}>{translate(text)}</p>;
}

/** The user's rows of `reference`, newest first, `perPage` a page, in a datagrid of `children`. */
function UserRecords({
  reference,
  perPage = 10,
  rowClick = 'show',
  children,
}: {
  reference: 'videos' | 'payments' | 'ledger';
  perPage?: number;
  rowClick?: 'show' | false;
  children: ReactNode;
}) {
  return (
    <ReferenceManyField
      reference={reference}
      target="userId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={perPage}
      pagination={<Pagination />}
      empty={<Empty text={`users.empty_${reference}`} />}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        {children}
      </Datagrid>
    </ReferenceManyField>
  );
}

/** A user: profile, brand kit, their videos, payments and credit ledger. */
export function UserShow() {
  const [locale = 'pt-BR'] = useLocaleState();
  const translate = useTranslate();
  return (
    <Show<AdminUserDto> actions={<UserActions />}>
      <TabbedShowLayout>
        <Tab label="users.tabs.profile">
          <EmailField source="email" />
          <TextField source="displayName" emptyText="—" />
          <PlanField source="plan" />
          <RoleField source="role" />
          <NumberField source="credits" locales={locale} />
          <NumberField source="videoCount" locales={locale} emptyText="0" />
          <FunctionField<AdminUserDto>
            source="locale"
            render={(user) => languageName(user.locale, locale)}
          />
          <StatusField source="disabled" />
          <DateTimeField source="createdAt" />
        </Tab>
        <Tab label="brand_kit.tab" path="brand-kit">
          <BrandKitTab label={false} />
        </Tab>
        <Tab label="users.tabs.videos" path="videos">
          <UserRecords reference="videos">
            <TextField source="title" />
            <VideoModeField source="mode" />
            <VideoStatusField source="status" />
            <NumberField source="costCredits" locales={locale} />
            <DateTimeField source="createdAt" />
          </UserRecords>
        </Tab>
        <Tab label="users.tabs.payments" path="payments">
          <UserRecords reference="payments">
            <PaymentKindField label="resources.payments.fields.kind" />
            <PaymentStatusField label="resources.payments.fields.status" />
            <PaymentAmountField label="resources.payments.fields.amountCents" />
            <NumberField source="credits" locales={locale} />
            <DateTimeField source="createdAt" />
          </UserRecords>
        </Tab>
        <Tab label="users.tabs.ledger" path="ledger">
          <UserRecords reference="ledger" perPage={25} rowClick={false}>
            <DateTimeField source="createdAt" />
            <FunctionField<LedgerEntryDto>
              source="delta"
              render={(entry) => (
                <span style={{ color: entry.delta < 0 ? '#B42318' : '#13794F', fontWeight: 500 }}>
                  {new Intl.NumberFormat(locale, { signDisplay: 'always' }).format(entry.delta)}
                </span>
              )}
            />
            <NumberField source="balanceAfter" locales={locale} emptyText="—" />
            <FunctionField<LedgerEntryDto>
              source="reason"
              render={(entry) => translate(`users.ledger_reasons.${entry.reason}`)}
            />
            <TextField source="note" emptyText="—" />
          </UserRecords>
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}
