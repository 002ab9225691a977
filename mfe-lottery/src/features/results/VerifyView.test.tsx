import { screen } from '@testing-library/react';
import { lotteryGameByCode } from 'shared-contracts/lottery';

import { drawnIssue } from '../../test/fakeLottery';
import { renderLottery } from '../../test/renderLottery';
import { VerifyView } from './VerifyView';

const game = lotteryGameByCode('11X5_1')!;
const honest = drawnIssue(game, '20300101-0042', 0);

describe('VerifyView', () => {
  it('recomputes the commitment and the result from the seed and says both match', () => {
    renderLottery({ children: <VerifyView game={game} draw={honest} /> });
    expect(screen.getByText('The commitment matches the seed.')).toBeInTheDocument();
    expect(screen.getByText('The result matches the seed.')).toBeInTheDocument();
    expect(screen.getAllByText(honest.commitment)).toHaveLength(2);
  });

  it('says when the published result is not the one the seed draws', () => {
    const [first = '', second = '', ...rest] = (honest.result as { balls: string[] }).balls;
    const forged = { ...honest, result: { balls: [second, first, ...rest] } };
    renderLottery({ children: <VerifyView game={game} draw={forged} /> });
    expect(screen.getByText('The commitment matches the seed.')).toBeInTheDocument();
    expect(screen.getByText('The result does NOT match the seed.')).toBeInTheDocument();
  });

  it('says when the seed is not the one committed to', () => {
    const other = drawnIssue(game, '20300101-0043', 0);
    renderLottery({
      children: <VerifyView game={game} draw={{ ...honest, commitment: other.commitment }} />,
    });
    expect(screen.getByText('The commitment does NOT match the seed.')).toBeInTheDocument();
    expect(screen.getByText('The result matches the seed.')).toBeInTheDocument();
  });

  it('verifies a VN prize table', () => {
    const vn = lotteryGameByCode('VN_MB')!;
    const draw = drawnIssue(vn, '20300101', 0);
    renderLottery({ children: <VerifyView game={vn} draw={draw} /> });
    expect(screen.getByText('The result matches the seed.')).toBeInTheDocument();
  });
});
