case [[1, 'a']] { [[Integer, String]]: { notice('nested') } default: { notice('no') } }
