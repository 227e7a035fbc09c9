class broken::misplaced { notice(1) }
class other::name {}
