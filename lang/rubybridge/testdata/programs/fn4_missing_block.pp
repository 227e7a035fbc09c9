notice(demo::each_pair({'a' => 1}))
