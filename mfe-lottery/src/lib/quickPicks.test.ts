import { quickPickOf } from './quickPicks';

const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const eleven = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'];

describe('quickPickOf', () => {
  it('splits digits into big 5-9 and small 0-4', () => {
    expect(quickPickOf(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPickOf(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
  });

  it('counts 06-11 as big of 01-11 and keeps the labels as shown', () => {
    expect(quickPickOf(eleven, 'big')).toEqual(['06', '07', '08', '09', '10', '11']);
    expect(quickPickOf(eleven, 'odd')).toEqual(['01', '03', '05', '07', '09', '11']);
  });

  it('picks every ball or none', () => {
    expect(quickPickOf(digits, 'all')).toEqual(digits);
    expect(quickPickOf(digits, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(quickPickOf(digits, 'clear')).toEqual([]);
  });
});
