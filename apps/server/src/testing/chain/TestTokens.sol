// SPDX-License-Identifier: MIT
// Test contracts for the chain deposit watcher. Compiled once by scripts/compileTestTokens.mjs into
// testTokens.json (ABI + bytecode), which the tests deploy to a local anvil. Never deployed anywhere real.
pragma solidity 0.8.28;

/// A USDT-like ERC-20: fixed decimals (6 for USDT), anyone may mint (tests only).
contract TestToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function mint(address to, uint256 value) external {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "allowance");
        allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// The fake-deposit token: `transfer` moves nothing and returns false, yet emits a Transfer event
/// (a watcher that trusts any Transfer log, or does not check which contract emitted it, credits it).
contract FalseToken {
    uint8 public constant decimals = 6;

    event Transfer(address indexed from, address indexed to, uint256 value);

    function transfer(address to, uint256 value) external returns (bool) {
        emit Transfer(msg.sender, to, value);
        return false;
    }
}

/// Sends tokens it holds and then reverts the whole transaction: the transfer's log is discarded
/// with it, and the transaction's receipt says it failed.
contract RevertingSender {
    function sendAndRevert(TestToken token, address to, uint256 value) external {
        token.transfer(to, value);
        revert("reverted after transfer");
    }
}
