import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, type FakeRoute, ok } from 'shared-ui/testing';

import common from '../../i18n/common/en.json';
import { renderMember } from '../../test/renderMember';
import { ageToday, ProfileForm } from './ProfileForm';
import { securityApi, testProfile, words } from './securityFixtures';

const PROFILE = '/wps/member/profile';
const label = (text: string) => new RegExp(`^${text}`);

const renderForm = (
  profile = testProfile(),
  update: FakeRoute = (_p, body) => ok({ ...profile, ...(body as object) }),
) =>
  renderMember({
    api: securityApi({ [PROFILE]: (params, body, request) => update(params, body, request) }),
    children: <ProfileForm profile={profile} />,
  });

const save = () => userEvent.click(screen.getByRole('button', { name: common.save }));

describe('ProfileForm', () => {
  it('sends only the changed fields and says the profile was saved', async () => {
    const { bodies } = renderForm(testProfile({ address: '1 Sukhumvit Road' }));
    const nickname = screen.getByLabelText(label(words.profile.nickname));
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Lucky Star');
    await userEvent.type(screen.getByLabelText(label(words.profile.lineId)), 'lucky_line');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(words.profile.saved);
    expect(bodies(PROFILE)).toEqual([{ nickname: 'Lucky Star', lineId: 'lucky_line' }]);
  });

  it('saves the place of birth, occupation and source of income, checking their lengths', async () => {
    const { bodies } = renderForm();
    const place = screen.getByLabelText(label(words.profile.placeOfBirth));
    await userEvent.type(place, 'X');
    await userEvent.type(screen.getByLabelText(label(words.profile.occupation)), '  Nurse ');
    await userEvent.selectOptions(
      screen.getByLabelText(words.profile.sourceOfIncome),
      words.profile.sources.pension,
    );
    await save();
    expect(screen.getByText('Enter 2 to 80 characters.')).toBeInTheDocument();
    expect(bodies(PROFILE)).toEqual([]);
    await userEvent.type(place, 'ian, Vietnam');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(words.profile.saved);
    expect(bodies(PROFILE)).toEqual([
      { placeOfBirth: 'Xian, Vietnam', occupation: 'Nurse', sourceOfIncome: 'pension' },
    ]);
  });

  it('words a text the platform finds too short at its field', async () => {
    renderForm(testProfile(), () =>
      fail(400, 'occupation needs at least 2 characters', {
        field: 'occupation',
        reason: 'tooShort',
      }),
    );
    await userEvent.type(screen.getByLabelText(label(words.profile.occupation)), 'Chef');
    await save();
    expect(await screen.findByText('Enter 2 to 60 characters.')).toBeInTheDocument();
  });

  it('says when nothing changed instead of calling the platform', async () => {
    const { calls } = renderForm();
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(words.profile.nothingChanged);
    expect(calls(PROFILE)).toHaveLength(0);
  });

  it('checks lengths, the payee-name rule and fields that cannot be emptied', async () => {
    const { calls } = renderForm(testProfile({ address: '1 Sukhumvit Road' }));
    const nickname = screen.getByLabelText(label(words.profile.nickname));
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'L');
    await userEvent.clear(screen.getByLabelText(label(words.profile.address)));
    await userEvent.type(screen.getByLabelText(label(words.profile.realName)), 'Somchai');
    await save();
    expect(screen.getByText('Enter 2 to 30 characters.')).toBeInTheDocument();
    expect(screen.getByText(common.required)).toBeInTheDocument();
    expect(screen.getByText(words.rules.reg_pattern_16)).toBeInTheDocument();
    expect(calls(PROFILE)).toHaveLength(0);
    // A message goes as soon as its field changes.
    await userEvent.type(nickname, 'ucky');
    expect(screen.queryByText('Enter 2 to 30 characters.')).not.toBeInTheDocument();
  });

  it('shows the real name read-only once accounts are bound to it', () => {
    renderForm(testProfile({ realName: 'Somchai Jaidee', realNameLocked: true }));
    const field = screen.getByLabelText(words.profile.realName);
    expect(field).toHaveValue('Somchai Jaidee');
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(words.profile.realNameLocked)).toBeInTheDocument();
  });

  it('asks for the 21+ confirmation with a new birthday and refuses a younger one', async () => {
    const { bodies } = renderForm();
    const birthday = screen.getByLabelText(label(words.profile.birthday));
    const young = new Date().getFullYear() - 20;
    await userEvent.type(birthday, `${young}-01-01`);
    await save();
    expect(screen.getByText('You must be at least 21 years old.')).toBeInTheDocument();
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '1990-05-17');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm that you are at least 21 years old.',
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I confirm that I am at least 21 years old.' }),
    );
    await save();
    await waitFor(() =>
      expect(bodies(PROFILE)).toEqual([{ birthday: '1990-05-17', ageConfirmed: true }]),
    );
  });

  it('shows a field refusal of the platform on its field and keeps what was typed', async () => {
    renderForm(testProfile(), () =>
      fail(400, 'The field "payeeName" is not valid', {
        field: 'payeeName',
        key: 'reg_pattern_16',
        params: { min: 3, max: 50, range: '3 - 50' },
      }),
    );
    const realName = screen.getByLabelText(label(words.profile.realName));
    await userEvent.type(realName, 'Somchai Jaidee');
    await save();
    expect(await screen.findByText(words.rules.reg_pattern_16)).toBeInTheDocument();
    expect(realName).toHaveValue('Somchai Jaidee');
    expect(realName).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal without a rule key in the platform words', async () => {
    renderForm(testProfile(), () =>
      fail(
        409,
        'The real name cannot be changed while accounts are bound; contact customer service',
        {
          field: 'realName',
          reason: 'realNameLocked',
        },
      ),
    );
    await userEvent.type(screen.getByLabelText(label(words.profile.realName)), 'Somchai Jaidee');
    await save();
    expect(
      await screen.findByText(
        'The real name cannot be changed while accounts are bound; contact customer service',
      ),
    ).toBeInTheDocument();
  });
});

describe('ageToday', () => {
  it('counts whole years and refuses dates that do not exist', () => {
    const today = new Date(2026, 4, 17);
    expect(ageToday('2005-05-17', today)).toBe(21);
    expect(ageToday('2005-05-18', today)).toBe(20);
    expect(ageToday('2005-02-30', today)).toBeNull();
    expect(ageToday('17-05-2005', today)).toBeNull();
  });
});
