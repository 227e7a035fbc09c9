case {a => 1, b => 2} { {a => 1}: { notice('subset') } default: { notice('no') } }
