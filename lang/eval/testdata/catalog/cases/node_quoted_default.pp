node 'default' { notice('quoted default') }
