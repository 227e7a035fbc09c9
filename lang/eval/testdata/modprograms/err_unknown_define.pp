clock::nosuch { 'x': }
