import { DateTimeField } from '../../fields/DateTimeField';
import type { AdminPaymentDto, AdminUserDto, AdminVideoDto, LedgerEntryDto } from '@cena/contracts';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Datagrid,
  EditButton,
  EmailField,
  FunctionField,
  NumberField,
  Pagination,
  type RaRecord,
  ReferenceManyField,
  Show,
  SimpleList,
  type SimpleListProps,
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
import { usePhoneWidth } from '../../shared/usePhoneWidth';
import { PhoneRowNote } from '../../shared/PhoneRowLine';
import { VideoModeField, VideoRowIcon, VideoStatusField } from '../videos/VideoFields';
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

/**
 * The user's rows of `reference`, newest first, `perPage` a page: in a datagrid of `children`,
 * or on a phone in a SimpleList showing `phoneRow`.
 */
function UserRecords<R extends RaRecord>({
  reference,
  perPage = 10,
  rowClick = 'show',
  phoneRow,
  children,
}: {
  reference: 'videos' | 'payments' | 'ledger';
  perPage?: number;
  rowClick?: 'show' | false;
  phoneRow: Pick<SimpleListProps<R>, 'leftIcon' | 'primaryText' | 'secondaryText' | 'tertiaryText'>;
  children: ReactNode;
}) {
  const phone = usePhoneWidth();
  return (
    <ReferenceManyField
      reference={reference}
      target="userId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={perPage}
      pagination={<Pagination />}
      empty={<Empty text={`users.empty_${reference}`} />}
    >
      {phone ? (
        <SimpleList<R> rowClick={rowClick} {...phoneRow} />
      ) : (
        <Datagrid rowClick={rowClick} bulkActionButtons={false}>
          {children}
        </Datagrid>
      )}
    </ReferenceManyField>
  );
}

/** A ledger entry's change of balance, signed and coloured. */
function CreditDelta({ entry }: { entry: LedgerEntryDto }) {
  const [locale = 'pt-BR'] = useLocaleState();
  return (
    <span style={{ color: entry.delta < 0 ? '#B42318' : '#13794F', fontWeight: 500 }}>
      {new Intl.NumberFormat(locale, { signDisplay: 'always' }).format(entry.delta)}
    </span>
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
          {/* On a phone: each video's thumbnail, title, mode and date, and status. */}
          <UserRecords<AdminVideoDto>
            reference="videos"
            phoneRow={{
              leftIcon: VideoRowIcon,
              primaryText: (video) => video.title,
              secondaryText: (video) => (
                <>
                  {`${translate(`videos.mode.${video.mode}`)} · `}
                  <DateTimeField source="createdAt" />
                </>
              ),
              tertiaryText: () => <VideoStatusField />,
            }}
          >
            <TextField source="title" />
            <VideoModeField source="mode" />
            <VideoStatusField source="status" />
            <NumberField source="costCredits" locales={locale} />
            <DateTimeField source="createdAt" />
          </UserRecords>
        </Tab>
        <Tab label="users.tabs.payments" path="payments">
          {/* On a phone: each payment's kind and date, amount and status. */}
          <UserRecords<AdminPaymentDto>
            reference="payments"
            phoneRow={{
              primaryText: (payment) => translate(`payments.kind.${payment.kind}`),
              secondaryText: () => <DateTimeField source="createdAt" />,
              tertiaryText: () => (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} component="span">
                  <PaymentAmountField />
                  <PaymentStatusField />
                </Stack>
              ),
            }}
          >
            <PaymentKindField label="resources.payments.fields.kind" />
            <PaymentStatusField label="resources.payments.fields.status" />
            <PaymentAmountField label="resources.payments.fields.amountCents" />
            <NumberField source="credits" locales={locale} />
            <DateTimeField source="createdAt" />
          </UserRecords>
        </Tab>
        <Tab label="users.tabs.ledger" path="ledger">
          {/* On a phone: each entry's reason, date and balance after, note, and the change. */}
          <UserRecords<LedgerEntryDto>
            reference="ledger"
            perPage={25}
            rowClick={false}
            phoneRow={{
              primaryText: (entry) => translate(`users.ledger_reasons.${entry.reason}`),
              secondaryText: (entry) => (
                <>
                  <DateTimeField source="createdAt" />
                  {entry.balanceAfter !== null &&
                    ` · ${translate('resources.ledger.fields.balanceAfter')}: ${new Intl.NumberFormat(locale).format(entry.balanceAfter)}`}
                  {entry.note && <PhoneRowNote>{entry.note}</PhoneRowNote>}
                </>
              ),
              tertiaryText: (entry) => <CreditDelta entry={entry} />,
            }}
          >
            <DateTimeField source="createdAt" />
            <FunctionField<LedgerEntryDto>
              source="delta"
              render={(entry) => <CreditDelta entry={entry} />}
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
