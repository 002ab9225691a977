import { screen, within } from '@testing-library/react';
import type { VnResult } from 'shared-contracts';

import viPlay from '../../i18n/play/vi.json';
import vi from '../../i18n/vn/vi.json';
import { fakeLottery } from '../../test/fakeLottery';
import { renderLottery } from '../../test/renderLottery';
import { VnResultTable } from './VnResultTable';

const NORTH: VnResult = {
  prizes: {
    special: ['12345'],
    g1: ['67890'],
    g2: ['11111', '22222'],
    g3: ['30001', '30002', '30003', '30004', '30005', '30006'],
    g4: ['4001', '4002', '4003', '4004'],
    g5: ['5001', '5002', '5003', '5004', '5005', '5006'],
    g6: ['601', '602', '603'],
    g7: ['71', '72', '73', '74'],
  },
};

const SOUTH: VnResult = {
  prizes: {
    special: ['987654'],
    g1: ['10001'],
    g2: ['20002'],
    g3: ['30003', '30033'],
    g4: ['40001', '40002', '40003', '40004', '40005', '40006', '40007'],
    g5: ['5005'],
    g6: ['6001', '6002', '6003'],
    g7: ['707'],
    g8: ['08'],
  },
};

const renderTable = (result: VnResult) =>
  renderLottery({ api: fakeLottery(), children: <VnResultTable result={result} label="Result" /> });

const rowHeaders = () =>
  within(screen.getByRole('table', { name: 'Result' }))
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

const rowOf = (prize: string) =>
  screen.getByRole('rowheader', { name: prize }).closest('tr') as HTMLElement;

describe('VnResultTable', () => {
  it('shows a northern draw from the special prize down to G7 with the đề number marked', async () => {
    renderTable(NORTH);
    expect(await screen.findByRole('table', { name: 'Result' })).toBeInTheDocument();
    expect(rowHeaders()).toEqual([
      'Special prize',
      'First prize',
      'Second prize',
      'Third prize',
      'Fourth prize',
      'Fifth prize',
      'Sixth prize',
      'Seventh prize',
    ]);
    expect(rowOf('Special prize')).toHaveTextContent('12345');
    expect(within(rowOf('Special prize')).getByText('45').tagName).toBe('MARK');
    expect(rowOf('Third prize')).toHaveTextContent(/30001.*30006/);
    expect(rowOf('Seventh prize')).toHaveTextContent(/71.*72.*73.*74/);
    expect(screen.getByRole('table').querySelectorAll('td span')).toHaveLength(27);
    expect(screen.getByText(/^Đề number/).closest('caption')).toHaveTextContent(/: 45$/);
  });

  it('shows a southern draw from G8 up to the special prize, 18 numbers, with the đề number', async () => {
    renderTable(SOUTH);
    expect(await screen.findByRole('table', { name: 'Result' })).toBeInTheDocument();
    expect(rowHeaders()[0]).toBe('Eighth prize');
    expect(rowHeaders().at(-1)).toBe('Special prize');
    expect(rowHeaders()).toHaveLength(9);
    expect(screen.getByRole('table').querySelectorAll('td span')).toHaveLength(18);
    expect(within(rowOf('Special prize')).getByText('54').tagName).toBe('MARK');
    expect(rowOf('Special prize')).toHaveTextContent('987654');
    expect(screen.getByText(/^Đề number/).closest('caption')).toHaveTextContent(/: 54$/);
  });

  it('uses the Vietnamese prize names and play terms in the VI texts', () => {
    expect(Object.values(vi.prizes)).toEqual([
      'Giải đặc biệt',
      'Giải nhất',
      'Giải nhì',
      'Giải ba',
      'Giải tư',
      'Giải năm',
      'Giải sáu',
      'Giải bảy',
      'Giải tám',
    ]);
    expect(vi.results.de).toMatch(/^Số đề/);
    expect(vi.cang.label).toBe('Số 3 càng');
    expect(viPlay.types).toMatchObject({
      vn_lo2: 'Lô 2 Số',
      vn_de: 'Đề',
      vn_3cang: '3 Càng',
      vn_xien2: 'Xiên 2',
      vn_xien3: 'Xiên 3',
      vn_xien4: 'Xiên 4',
    });
  });
});
