notify { {a => 1}: }
