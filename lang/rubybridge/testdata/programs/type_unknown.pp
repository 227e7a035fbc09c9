demo_nothing { 'one': }
