import { DateTimeField } from '../../fields/DateTimeField';
import type { AdminUserDto, LedgerEntryDto } from '@cena/contracts';
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
import { VideoModeField, VideoStatusField } from '../videos/VideoFields';
import { AdjustCreditsButton } from './AdjustCreditsButton';
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

/** A user: profile, their videos, payments and credit ledger. */
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
          <TextField source="locale" />
          <StatusField source="disabled" />
          <DateTimeField source="createdAt" />
        </Tab>
        <Tab label="users.tabs.videos" path="videos">
          <ReferenceManyField
            reference="videos"
            target="userId"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination />}
            empty={<Empty text="users.empty_videos" />}
          >
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <TextField source="title" />
              <VideoModeField source="mode" />
              <VideoStatusField source="status" />
              <NumberField source="costCredits" locales={locale} />
              <DateTimeField source="createdAt" />
            </Datagrid>
          </ReferenceManyField>
        </Tab>
        <Tab label="users.tabs.payments" path="payments">
          <ReferenceManyField
            reference="payments"
            target="userId"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination />}
            empty={<Empty text="users.empty_payments" />}
          >
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <PaymentKindField label="resources.payments.fields.kind" />
              <PaymentStatusField label="resources.payments.fields.status" />
              <PaymentAmountField label="resources.payments.fields.amountCents" />
              <NumberField source="credits" locales={locale} />
              <DateTimeField source="createdAt" />
            </Datagrid>
          </ReferenceManyField>
        </Tab>
        <Tab label="users.tabs.ledger" path="ledger">
          <ReferenceManyField
            reference="ledger"
            target="userId"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={25}
            pagination={<Pagination />}
            empty={<Empty text="users.empty_ledger" />}
          >
            <Datagrid bulkActionButtons={false} rowClick={false}>
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
            </Datagrid>
          </ReferenceManyField>
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}
