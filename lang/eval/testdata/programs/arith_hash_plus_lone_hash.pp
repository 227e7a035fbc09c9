notice({a => 1} + [{b => 2}])
notice({a => 1} + [{b => 2}, {c => 3}])
notice({a => 1} + [{}])
